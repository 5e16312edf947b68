import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { Checkbox } from '../Checkbox/Checkbox.js';
import { DateField } from '../DateField/DateField.js';
import { PhoneField } from '../PhoneField/PhoneField.js';
import { RadioGroup } from '../RadioGroup/RadioGroup.js';
import { Select } from '../Select/Select.js';
import { TextField } from '../TextField/TextField.js';
import { Form, RequiredNote } from './Form.js';

interface DemoValues {
  name: string;
  phone: string;
  location: string;
  date: string;
  dayTime: string;
  termsAgreement: boolean;
}

/**
 * Every field primitive in one react-hook-form form. The rules here are the story's own; real forms
 * take theirs from the `validation` package's zod schemas.
 */
function DemoForm({ onSubmit }: { onSubmit: (values: DemoValues) => void }) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<DemoValues>({
    shouldFocusError: false,
    defaultValues: { name: '', phone: '+420 ', location: '', date: '', dayTime: '', termsAgreement: false },
  });
  return (
    <Form
      onSubmit={handleSubmit(onSubmit)}
      busy={isSubmitting}
      submitCount={submitCount}
      className="flex max-w-md flex-col gap-5"
    >
      <TextField
        label="Jméno"
        required
        autoComplete="given-name"
        error={errors.name?.message}
        {...register('name', { required: 'Jméno je povinný údaj.' })}
      />
      <PhoneField
        label="Telefon"
        required
        error={errors.phone?.message}
        {...register('phone', {
          validate: (value) =>
            /^\+42[01] ?[1-9]\d{2} ?\d{3} ?\d{3}$/.test(value.trim()) ||
            'Špatný formát čísla nebo chybí předvolba.',
        })}
      />
      <Controller
        name="location"
        control={control}
        rules={{ required: 'Lokalita je povinný údaj.' }}
        render={({ field, fieldState }) => (
          <Select
            {...field}
            label="Lokalita"
            required
            options={[
              { value: 'Praha', label: 'Praha' },
              { value: 'Brno', label: 'Brno' },
            ]}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        name="date"
        control={control}
        rules={{
          required: 'Prosím vyberte datum.',
          pattern: { value: /^\d{4}-\d{2}-\d{2}$/, message: 'Datum je ve špatném formátu.' },
        }}
        render={({ field, fieldState }) => (
          <DateField {...field} label="Datum" required error={fieldState.error?.message} />
        )}
      />
      <Controller
        name="dayTime"
        control={control}
        rules={{ required: 'Čas je povinný údaj.' }}
        render={({ field, fieldState }) => (
          <RadioGroup
            {...field}
            legend="Kdy vám můžeme zavolat?"
            required
            variant="cards"
            orientation="horizontal"
            options={[
              { value: '0', label: 'Dopoledne', description: '8:00–12:00' },
              { value: '1', label: 'Odpoledne', description: '13:00–17:00' },
            ]}
            error={fieldState.error?.message}
          />
        )}
      />
      <Checkbox
        label="Souhlasím se zpracováním osobních údajů."
        required
        error={errors.termsAgreement?.message}
        {...register('termsAgreement', { required: 'Souhlas je povinný údaj.' })}
      />
      <RequiredNote />
      <Button type="submit" loading={isSubmitting}>
        Odeslat
      </Button>
    </Form>
  );
}

const meta = {
  title: 'Primitives/Form',
  component: DemoForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof DemoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const SubmitEmptyFocusesFirstError: Story = {
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('textbox', { name: /Jméno/ });
    // Nothing is checked while typing or leaving a field: validation runs on submit only.
    await userEvent.click(name);
    await userEvent.tab();
    await expect(canvas.queryByText('Jméno je povinný údaj.')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat' }));
    await expect(await canvas.findByText('Jméno je povinný údaj.')).toBeVisible();
    await expect(canvas.getByText('Špatný formát čísla nebo chybí předvolba.')).toBeVisible();
    await expect(canvas.getByText('Lokalita je povinný údaj.')).toBeVisible();
    await expect(canvas.getByText('Prosím vyberte datum.')).toBeVisible();
    await expect(canvas.getByText('Čas je povinný údaj.')).toBeVisible();
    await expect(canvas.getByText('Souhlas je povinný údaj.')).toBeVisible();
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FocusSkipsToTheFirstInvalidField: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Jméno/ }), 'Věra');
    await userEvent.type(canvas.getByRole('textbox', { name: /Telefon/ }), '777 123 456');
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat' }));
    // The first invalid field is the location select: focus goes to its button, in reading order
    // (the checkbox further down, registered earlier, does not win).
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /Lokalita/ })).toHaveFocus());
    await expect(canvas.queryByText('Jméno je povinný údaj.')).toBeNull();
  },
};

export const KeepsWhatWasTyped: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Jméno/ }), 'Věra');
    await userEvent.type(canvas.getByRole('textbox', { name: /Datum/ }), '31. 2. 2027');
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat' }));
    await expect(await canvas.findByText('Datum je ve špatném formátu.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Jméno/ })).toHaveValue('Věra');
    await expect(canvas.getByRole('textbox', { name: /Datum/ })).toHaveValue('31. 2. 2027');
  },
};

export const ValidSubmission: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Jméno/ }), 'Věra');
    await userEvent.type(canvas.getByRole('textbox', { name: /Telefon/ }), '777 123 456');
    await userEvent.click(canvas.getByRole('combobox', { name: /Lokalita/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Brno' }));
    // Until the menu has closed, Radix hides the rest of the page (aria-hidden) from the queries.
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull(), { timeout: 5000 });
    await userEvent.type(await canvas.findByRole('textbox', { name: /Datum/ }), '1. 12. 2026');
    await userEvent.click(canvas.getByRole('radio', { name: /Odpoledne/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Souhlasím/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          name: 'Věra',
          phone: '+420 777 123 456',
          location: 'Brno',
          date: '2026-12-01',
          dayTime: '1',
          termsAgreement: true,
        },
        expect.anything(),
      ),
    );
  },
};
