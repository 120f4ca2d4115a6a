/** The instructors module's public surface: assignments and the instructor console (issue 25). */
export { InstructorsModule } from './instructors.module.js';
export { InstructorAssignment } from './entities/instructor-assignment.entity.js';
export type { ClassMessageSent, InstructorSubstituted } from './events.js';
import { InstructorAssignment } from './entities/instructor-assignment.entity.js';

export const INSTRUCTORS_ENTITIES = [InstructorAssignment];
