export type { FormProps, RequiredNoteProps } from './Form.js';
export { Form, RequiredNote } from './Form.js';
export { focusFirstInvalidField } from './focusFirstInvalidField.js';
