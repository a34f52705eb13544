// The preview frame: renders the draft page with the site's own renderer and block components, inside an iframe so
// the page's media queries see the chosen phone, tablet or desktop width. Fed by the editor through postMessage.
import { createRoot } from 'react-dom/client';
import { PreviewPage } from './PreviewPage';
import { addGlobalCss } from '../../../src/app/preview';

addGlobalCss(document);
createRoot(document.getElementById('root')!).render(<PreviewPage />);
