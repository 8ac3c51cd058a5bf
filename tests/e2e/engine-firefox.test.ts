// Every page and the interactive layer in Firefox ESR through puppeteer-core over WebDriver BiDi (tests/support/engine-suite.ts).
import { visitorSuite } from '../support/engine-suite.ts';

visitorSuite('firefox');
