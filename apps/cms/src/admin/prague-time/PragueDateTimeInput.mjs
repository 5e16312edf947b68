import { DateTimePicker, Field } from '@strapi/design-system';
import { useField } from '@strapi/strapi/admin';
import { forwardRef, createElement as h, memo } from 'react';
import { useIntl } from 'react-intl';
import { fromPickerDate, toPickerDate } from './pragueTime.mjs';

// Strapi's own limit on its date-and-time input (admin's FormInputs/DateTime).
const MAX_DATE = new Date(2099, 11, 31);

/**
 * Every date-and-time field of the content manager (in place of Strapi's, which shows and takes the
 * browser's own time): the same date and time pickers, showing and taking Prague's wall time, and
 * storing the instant it means. A value is written only when the editor changes it, so opening and
 * saving a form keeps every stored instant as it was.
 */
const PragueDateTimeInput = forwardRef(function PragueDateTimeInput(
  { name, required, label, hint, labelAction, disabled, type: _type, attribute: _attribute, ...rest },
  ref,
) {
  const { formatMessage } = useIntl();
  const field = useField(name);
  return h(
    Field.Root,
    { error: field.error, name, hint, required },
    h(Field.Label, { action: labelAction }, label),
    h(DateTimePicker, {
      ref,
      clearLabel: formatMessage({ id: 'clearLabel', defaultMessage: 'Clear' }),
      onChange: (date) => field.onChange(name, fromPickerDate(date)),
      onClear: () => field.onChange(name, null),
      value: toPickerDate(field.value) ?? null,
      maxDate: MAX_DATE,
      disabled,
      placeholder: rest.placeholder,
    }),
    h(Field.Hint),
    h(Field.Error),
  );
});

export default memo(PragueDateTimeInput);
