/** The admin module's public surface: the admin dashboard's routes (nothing for other modules). */
export { AdminModule } from './admin.module.js';
