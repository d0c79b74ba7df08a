/** Paths of the contact screens (a module of its own: linking to them pulls in no screen code). */
export const MESSAGE_CATEGORY_PATH = '/contact/messageCategory/';
