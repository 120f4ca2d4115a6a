import { baseApi } from '@yoga/api-client';
import type {
  SuccessResponse,
  TimetableSlot,
  TimetableSlotInput,
  TimetableSlotsLinkInput,
} from '@yoga/contracts';

// The template is tagged as a Class entry: a change regenerates classes, so the class lists refresh too.
const TEMPLATE = { type: 'Class', id: 'TIMETABLE' } as const;
const AFTER_CHANGE = [TEMPLATE, { type: 'Class', id: 'LIST' }, 'Stats', 'Booking'] as const;

export const timetableApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    timetableSlots: build.query<TimetableSlot[], void>({
      query: () => '/timetable/slots',
      providesTags: [TEMPLATE],
    }),
    createSlot: build.mutation<TimetableSlot, TimetableSlotInput>({
      query: (body) => ({ url: '/timetable/slots', method: 'POST', body }),
      invalidatesTags: [...AFTER_CHANGE],
    }),
    updateSlot: build.mutation<TimetableSlot, { id: number; body: TimetableSlotInput }>({
      query: ({ id, body }) => ({ url: `/timetable/slots/${id}`, method: 'PUT', body }),
      invalidatesTags: [...AFTER_CHANGE],
    }),
    setSlotsLink: build.mutation<TimetableSlot[], TimetableSlotsLinkInput>({
      query: (body) => ({ url: '/timetable/slots', method: 'PATCH', body }),
      invalidatesTags: [...AFTER_CHANGE],
    }),
    deleteSlot: build.mutation<SuccessResponse, number>({
      query: (id) => ({ url: `/timetable/slots/${id}`, method: 'DELETE' }),
      invalidatesTags: [...AFTER_CHANGE],
    }),
  }),
});

export const {
  useTimetableSlotsQuery,
  useCreateSlotMutation,
  useUpdateSlotMutation,
  useDeleteSlotMutation,
  useSetSlotsLinkMutation,
} = timetableApi;
