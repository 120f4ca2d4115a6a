/** The instructors module's public surface: the instructor console and the picker's accounts (issues 25, 38). */
export { InstructorsModule } from './instructors.module.js';
export type { ClassMessageSent } from './events.js';
