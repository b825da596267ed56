/** The login dialog (storefront §2 "Login modal", §4, §5): sign-in, sign-up and forgot password. */
export { LoginDialogContainer, authNotes, type LoginDialogContainerProps } from './LoginDialog/LoginDialogContainer';
export { LoginDialog, type LoginDialogProps } from './LoginDialog/LoginDialog';
export { SignInForm, type SignInFormProps, type SignInValues } from './SignInForm/SignInForm';
export { SignUpForm, type SignUpFormProps, type SignUpValues } from './SignUpForm/SignUpForm';
export { ForgotPasswordForm, type ForgotPasswordFormProps, type ForgotStep } from './ForgotPasswordForm/ForgotPasswordForm';
export { authMessages } from './validation';
