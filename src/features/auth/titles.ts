/** The login modal's and page's title (specification 000, Login). Kept apart from the flow's
 * code so the shell can name the modal before that code has loaded. */
export const LOGIN_TITLE = 'Login';
