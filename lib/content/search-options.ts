/** Shared by the build (which serializes the index) and the browser (which loads it); no Node imports. */
export const searchOptions = {
  fields: ['page', 'heading', 'text'],
  storeFields: ['href', 'kind', 'page', 'heading'],
  searchOptions: { boost: { page: 3, heading: 2 }, prefix: true, fuzzy: 0.2 },
};
