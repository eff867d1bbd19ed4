/**
 * Cloudscape's Input, taking a number as an Arabic keyboard types it: in a number field (`inputMode`
 * numeric, decimal or tel, `type="number"`, or `westernDigits`) Arabic-Indic digits and the Arabic
 * decimal separator become Western as they are typed, the digits the product shows and stores in both
 * languages (a mobile typed ٩٩٨٨٧٧٦٦ is 99887766). Every input of the SPA is this one (eslint.config.js).
 */
import { forwardRef } from 'react';
import CloudscapeInput, { type InputProps } from '@cloudscape-design/components/input';
import { westernDigits } from '@fleet/shared/platform/digits';

export type { InputProps };

const numberModes: readonly (InputProps.InputMode | undefined)[] = ['numeric', 'decimal', 'tel'];

/** Whether a field of these props takes a number (its digits are made Western). */
const takesNumber = (props: Pick<InputProps, 'inputMode' | 'type'>): boolean =>
  numberModes.includes(props.inputMode) || props.type === 'number';

export const Input = forwardRef<InputProps.Ref, InputProps & { westernDigits?: boolean }>(function Input(
  { westernDigits: western, ...props },
  ref,
) {
  const { onChange } = props;
  const digits = western ?? takesNumber(props);
  return (
    <CloudscapeInput
      ref={ref}
      {...props}
      onChange={
        digits && onChange
          ? (event) => onChange({ ...event, detail: { value: westernDigits(event.detail.value) } })
          : onChange
      }
    />
  );
});
