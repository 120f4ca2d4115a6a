import { baseApi } from '@yoga/api-client';
import type {
  AssignInstructorRequest,
  ClassAttendanceRow,
  ClassMessageRequest,
  ClassMessageResponse,
  ConsoleClass,
  ConsoleRosterRow,
  ConsoleStartResponse,
  InstructorOption,
  SlotInstructor,
  TimetableSlot,
} from '@yoga/contracts';

const CLASSES = { type: 'Console', id: 'CLASSES' } as const;
const SLOTS = { type: 'Console', id: 'SLOTS' } as const;

/**
 * The instructor console (issue 25): the caller's classes of the coming days, each class's roster,
 * host link, attendance and message; for admins, the instructors of slots and classes.
 */
export const consoleApi = baseApi.enhanceEndpoints({ addTagTypes: ['Console'] }).injectEndpoints({
  endpoints: (build) => ({
    consoleClasses: build.query<ConsoleClass[], void>({
      query: () => '/console/classes',
      providesTags: [CLASSES],
    }),
    consoleRoster: build.query<ConsoleRosterRow[], number>({
      query: (id) => `/console/classes/${id}/roster`,
    }),
    consoleAttendance: build.query<ClassAttendanceRow[], number>({
      query: (id) => `/console/classes/${id}/attendance`,
    }),
    startClass: build.mutation<ConsoleStartResponse, number>({
      query: (id) => ({ url: `/console/classes/${id}/start`, method: 'POST' }),
    }),
    messageClass: build.mutation<ClassMessageResponse, { id: number } & ClassMessageRequest>({
      query: ({ id, text }) => ({
        url: `/console/classes/${id}/message`,
        method: 'POST',
        body: { text },
      }),
    }),
    instructorOptions: build.query<InstructorOption[], void>({
      query: () => '/admin/instructors',
    }),
    consoleSlots: build.query<TimetableSlot[], void>({ query: () => '/timetable/slots' }),
    slotInstructors: build.query<SlotInstructor[], void>({
      query: () => '/admin/instructors/slots',
      providesTags: [SLOTS],
    }),
    assignSlot: build.mutation<SlotInstructor, { id: number } & AssignInstructorRequest>({
      query: ({ id, instructor_id }) => ({
        url: `/admin/instructors/slots/${id}`,
        method: 'PUT',
        body: { instructor_id },
      }),
      invalidatesTags: [SLOTS, CLASSES],
    }),
    assignClass: build.mutation<ConsoleClass, { id: number } & AssignInstructorRequest>({
      query: ({ id, instructor_id }) => ({
        url: `/admin/instructors/classes/${id}`,
        method: 'PUT',
        body: { instructor_id },
      }),
      invalidatesTags: [CLASSES],
    }),
  }),
});

export const {
  useConsoleClassesQuery,
  useConsoleRosterQuery,
  useConsoleAttendanceQuery,
  useStartClassMutation,
  useMessageClassMutation,
  useInstructorOptionsQuery,
  useConsoleSlotsQuery,
  useSlotInstructorsQuery,
  useAssignSlotMutation,
  useAssignClassMutation,
} = consoleApi;
