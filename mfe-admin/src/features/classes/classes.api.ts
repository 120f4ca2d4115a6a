import { baseApi } from '@yoga/api-client';
import type {
  ClassAttendanceRow,
  ClassRecording,
  ClassVideoRooms,
  SuccessResponse,
  VideoMeetingFailure,
  YogaClass,
  YogaClassInput,
} from '@yoga/contracts';

// The list comes from the shared useClassesQuery (tag Class/LIST); the dashboard counts classes too.
const AFTER_CHANGE = [{ type: 'Class', id: 'LIST' }, 'Stats'] as const;

export const classesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createClass: build.mutation<YogaClass, YogaClassInput>({
      query: (body) => ({ url: '/classes', method: 'POST', body }),
      invalidatesTags: [...AFTER_CHANGE],
    }),
    updateClass: build.mutation<YogaClass, { id: number; body: YogaClassInput }>({
      query: ({ id, body }) => ({ url: `/classes/${id}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Class', id }, ...AFTER_CHANGE, 'Booking'],
    }),
    deleteClass: build.mutation<SuccessResponse, number>({
      query: (id) => ({ url: `/classes/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Class', id }, ...AFTER_CHANGE, 'Booking'],
    }),
    /** Who was in a class (minutes, attended, shared link) and who booked but never came. */
    classAttendance: build.query<ClassAttendanceRow[], number>({
      query: (id) => `/classes/${id}/attendance`,
    }),
    /** The class's meeting and overflow: registered, joined and capacity per room (issue 33). */
    classVideoRooms: build.query<ClassVideoRooms, number>({
      query: (id) => `/classes/${id}/video`,
    }),
    /** Every class recording kept (Zoom's, uploaded, or a link), newest first. */
    classRecordings: build.query<ClassRecording[], void>({
      query: () => '/admin/video/recordings',
      providesTags: [{ type: 'Class', id: 'RECORDINGS' }],
    }),
    attachRecordingLink: build.mutation<ClassRecording, { id: number; link: string }>({
      query: ({ id, link }) => ({ url: `/classes/${id}/recording`, method: 'PUT', body: { link } }),
      invalidatesTags: [{ type: 'Class', id: 'RECORDINGS' }],
    }),
    // Multipart: fetch sets the boundary itself when the body is FormData.
    uploadRecording: build.mutation<ClassRecording, { id: number; file: File }>({
      query: ({ id, file }) => {
        const body = new FormData();
        body.append('file', file);
        return { url: `/classes/${id}/recording/file`, method: 'POST', body };
      },
      invalidatesTags: [{ type: 'Class', id: 'RECORDINGS' }],
    }),
    /** Make a recording's renditions again after the server gave up (issue 37). */
    retryRenditions: build.mutation<ClassRecording, number>({
      query: (id) => ({ url: `/admin/video/recordings/${id}/renditions/retry`, method: 'POST' }),
      invalidatesTags: [{ type: 'Class', id: 'RECORDINGS' }],
    }),
    removeRecording: build.mutation<SuccessResponse, number>({
      query: (id) => ({ url: `/classes/${id}/recording`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Class', id: 'RECORDINGS' }],
    }),
    /** Classes whose Zoom meeting could not be made yet (retried by the server). */
    videoFailures: build.query<VideoMeetingFailure[], void>({
      query: () => '/admin/video/failures',
      providesTags: [{ type: 'Class', id: 'LIST' }],
    }),
  }),
});

export const {
  useCreateClassMutation,
  useUpdateClassMutation,
  useDeleteClassMutation,
  useClassAttendanceQuery,
  useClassVideoRoomsQuery,
  useVideoFailuresQuery,
  useClassRecordingsQuery,
  useAttachRecordingLinkMutation,
  useUploadRecordingMutation,
  useRemoveRecordingMutation,
  useRetryRenditionsMutation,
} = classesApi;
