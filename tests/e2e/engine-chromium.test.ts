// Every page and the interactive layer in Debian's Chromium through playwright-core (tests/support/engine-suite.ts).
import { visitorSuite } from '../support/engine-suite.ts';

visitorSuite('chromium');
