/**
 * Registration (SPEC section 2): the login and signup forms, shared by the registration modal
 * and the /login and /signup pages. The shell imports this index lazily for the modal; route
 * files import the forms directly from it.
 */
export { LoginForm } from './LoginForm';
export { SignupForm } from './SignupForm';
export { OAuthReturn, type OAuthReturnProps } from './OAuthReturn';
export { PROVIDER_NAMES } from './providers';
