// Every page and the interactive layer in Debian's Chromium through playwright-core (tests/engine-suite.ts).
import { visitorSuite } from './engine-suite.ts';

visitorSuite('chromium');
