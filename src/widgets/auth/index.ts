/**
 * Registration (SPEC section 2): the login and signup forms, shared by the registration modal
 * and the /login and /signup pages. The shell imports this index lazily for the modal; route
 * files import the forms directly from it.
 */
export { LoginForm, type AuthFormProps } from './LoginForm';
export { SignupForm } from './SignupForm';
export { registrationParams, type RegistrationParams } from './params';
export { OAuthReturn, type OAuthReturnProps } from './OAuthReturn';
export { isProvider, PROVIDER_NAMES, type Provider } from './providers';
