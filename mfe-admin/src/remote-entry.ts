export { default } from './app/app';
/** Which build this is; the shell shows it as data-build on the area's root. */
export const buildId: string = __BUILD_ID__;
