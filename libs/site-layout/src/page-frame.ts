// The site's global rules (fonts, colours, box sizing) travel with the page frame every host draws.
import './global.css';
import styles from './page-frame.module.css';

/** The page column and the areas under the fixed header (`page`, `publicArea`, `panelArea`). */
export const pageFrameStyles = styles;
