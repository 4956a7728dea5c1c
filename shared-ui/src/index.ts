export { theme, type Theme } from './theme/theme';
export { GlobalStyle } from './theme/GlobalStyle';
export { Button, type ButtonProps } from './Button';
export { Spinner } from './Spinner';
export { Banner, type BannerTone } from './Banner';
export { TextField, TextAreaField, SelectField, FileField } from './form/Field';
export { validateFile, formatBytes, type FileRules } from './form/validateFile';
export { useSchemaForm, fieldErrorsOf } from './form/useSchemaForm';
export { useSubmitState, type SubmitOutcome } from './form/useSubmitState';
