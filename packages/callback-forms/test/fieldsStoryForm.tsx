import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, type Locale, useLocale } from '@insurance-web/ui';
import { type ReactNode, useMemo, useState } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormRegister,
  useForm,
} from 'react-hook-form';

/** What the shared fields take from the form they stand in. */
export interface FieldsOfForm {
  register: UseFormRegister<FieldValues>;
  errors: FieldErrors<FieldValues>;
}

export interface FieldsStoryFormProps {
  /** The rules of the form the fields are shown for (a schema of `@insurance-web/validation`), per locale. */
  schema: (locale: Locale) => Parameters<typeof zodResolver>[0];
  /** The form's starting values: every field its schema reads, as the form itself starts them. */
  defaultValues: FieldValues;
  children: (form: FieldsOfForm) => ReactNode;
}

/**
 * The stories of `ContactFields` and `ConsentFields`: the fields inside ui's `Form`, validated on
 * submit by a real form's schema, so that a story shows the messages and the focus the forms show.
 * Errors of the schema's other fields (not on screen here) are ignored, as a form that does not
 * show a field never shows its error. A submit whose shown fields are all valid says so under the
 * button (`Pole jsou vyplněna správně.`).
 */
export function FieldsStoryForm({ schema, defaultValues, children }: FieldsStoryFormProps) {
  const locale = useLocale();
  const resolver = useMemo(() => zodResolver(schema(locale)) as Resolver<FieldValues>, [schema, locale]);
  const [valid, setValid] = useState<boolean | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm<FieldValues>({ resolver, defaultValues, shouldFocusError: false });
  const shown = (form: HTMLFormElement, found: FieldErrors<FieldValues>) =>
    Object.keys(found).some((name) => form.querySelector(`[name="${name}"]`) !== null);
  return (
    <Form
      onSubmit={(event) => {
        const form = event.currentTarget;
        void handleSubmit(
          () => setValid(true),
          (found) => setValid(!shown(form, found)),
        )(event);
      }}
      submitCount={submitCount}
      className="flex max-w-3xl flex-col gap-5"
    >
      {children({ register, errors })}
      <Button type="submit" className="self-start">
        {locale === 'cs' ? 'Odeslat' : 'Send'}
      </Button>
      <p role="status">
        {valid ? (locale === 'cs' ? 'Pole jsou vyplněna správně.' : 'The fields are valid.') : null}
      </p>
    </Form>
  );
}
