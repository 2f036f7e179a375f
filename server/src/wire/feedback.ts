import { Type, type Static } from 'typebox';

// Feedback from the user menu (POST) and its list (GET), written once. Nothing here may import fastify, kysely or node.

/** POST /api/system/Feedback. */
export const FEEDBACK_REQUEST = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 100 }),
    content: Type.String({ minLength: 1, maxLength: 2000 }),
    contact: Type.Optional(Type.String({ maxLength: 100 })),
    /** The console page it was sent from. */
    page: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type FeedbackRequest = Static<typeof FEEDBACK_REQUEST>;

export const FEEDBACK_CREATED = Type.Object({ id: Type.String() });

/** One line of GET /api/system/Feedback, with who sent it. */
export const FEEDBACK_ITEM = Type.Object({
  id: Type.String(),
  title: Type.String(),
  content: Type.String(),
  contact: Type.String(),
  page: Type.String(),
  userId: Type.String(),
  account: Type.String(),
  realName: Type.String(),
  createdAt: Type.Number(),
});
export type FeedbackItem = Static<typeof FEEDBACK_ITEM>;
