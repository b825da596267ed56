export { Form, type FormProps } from './Form';
export { FormSubmit, type FormSubmitProps } from './FormSubmit';
export { useFormErrors, type FieldErrors, type FieldMessage, type FormErrors } from './useFormErrors';
