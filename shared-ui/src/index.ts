export { theme, type Theme } from './theme/theme';
export { GlobalStyle } from './theme/GlobalStyle';
export { Button, type ButtonProps } from './Button';
export { Spinner } from './Spinner';
export { Banner, type BannerTone } from './Banner';
export { TextField, TextAreaField, SelectField } from './form/Field';
export { useSchemaForm, fieldErrorsOf } from './form/useSchemaForm';
export { useSubmitState, type SubmitOutcome } from './form/useSubmitState';
