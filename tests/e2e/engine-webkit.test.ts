// Every page and the interactive layer in WebKitGTK's MiniBrowser through WebKitWebDriver, on an Xvfb display of its own (tests/support/engine-suite.ts).
import { visitorSuite } from '../support/engine-suite.ts';

visitorSuite('webkit');
