/** The anchor of a question in its lesson (`/lessons/SLUG#q-ID`); question ids have a dot, headings' never do. */
export const questionAnchor = (id: string) => `q-${id}`;
