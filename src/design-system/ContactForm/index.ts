export { ContactForm } from './ContactForm';
export type { ContactFormProps } from './ContactForm';
export { contactErrors, validateOptionalEmail } from './contact-rules';
export type { ContactErrors, ContactField, ContactValue } from './contact-rules';
