/** The login modal's and page's title (docs/specification.md#sign-in). Kept apart from the flow's
 * code so the shell can name the modal before that code has loaded. */
export const LOGIN_TITLE = 'Login';
