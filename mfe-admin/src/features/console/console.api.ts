import { baseApi } from '@yoga/api-client';
import type {
  ClassAttendanceRow,
  ClassMessageRequest,
  ClassMessageResponse,
  ConsoleClass,
  ConsoleRosterRow,
  ConsoleStartResponse,
} from '@yoga/contracts';

const CLASSES = { type: 'Console', id: 'CLASSES' } as const;

/**
 * The instructor console (issue 25): the caller's classes of the coming days, each class's roster,
 * host link, attendance and message. Who teaches is set on the Timetable and Manage Class screens.
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
  }),
});

export const {
  useConsoleClassesQuery,
  useConsoleRosterQuery,
  useConsoleAttendanceQuery,
  useStartClassMutation,
  useMessageClassMutation,
} = consoleApi;
