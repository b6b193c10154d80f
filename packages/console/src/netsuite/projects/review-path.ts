/** The URL parameter naming the project under review, so a reply's REVIEW link opens it. */
export const PROJECT_PARAM = 'project';

/** Where the chat, CLONE and USE.TEMPLATE send someone to review a project. */
export const projectReviewPath = (name: string) =>
  `/netsuite/scripts?view=projects&${PROJECT_PARAM}=${encodeURIComponent(name)}`;
