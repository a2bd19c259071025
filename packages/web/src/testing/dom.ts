/**
 * A browser document for component tests (happy-dom's window as node's globals). Import it before
 * anything that loads React: react-dom decides at load time whether it runs in a browser.
 */
import { GlobalRegistrator } from '@happy-dom/global-registrator';

GlobalRegistrator.register({ url: 'http://localhost/react-native-testing-library/', width: 1280, height: 800 });
