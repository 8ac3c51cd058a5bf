// Every page and the interactive layer in WebKitGTK's MiniBrowser through WebKitWebDriver, on an Xvfb display of its own (tests/engine-suite.ts).
import { visitorSuite } from './engine-suite.ts';

visitorSuite('webkit');
