// Every page and the interactive layer in Firefox ESR through puppeteer-core over WebDriver BiDi (tests/engine-suite.ts).
import { visitorSuite } from './engine-suite.ts';

visitorSuite('firefox');
