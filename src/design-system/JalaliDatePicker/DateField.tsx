import { Input, InputWrapperContext } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconCalendarEvent } from '@tabler/icons-react';
import { use, type ReactNode, type Ref } from 'react';
import classes from './JalaliDatePicker.module.css';

export interface DateFieldProps {
  /** Visible label above the field; also the start of the button's accessible name. */
  label: ReactNode;
  /** Formatted value, or null to show the placeholder. */
  text: string | null;
  placeholder: string;
  description?: ReactNode;
  /** Error message under the field, or true to only mark it red. */
  error?: ReactNode;
  /** Id of a message outside the field (the range picker's shared error). */
  describedBy?: string;
  required?: boolean;
  disabled?: boolean;
  clearable: boolean;
  clearLabel: string;
  opened: boolean;
  /** The field whose date the next click sets (range picker). */
  active?: boolean;
  onOpen: () => void;
  onClear: () => void;
  /** Lands on the button: the popover hangs from it (Popover.Target passes it in). */
  ref?: Ref<HTMLButtonElement>;
  dropdownId: string;
  className?: string;
}

/** A button styled as a read-only input: it opens the picker; the clear button sits beside it. */
export function DateField({ ref, ...props }: DateFieldProps) {
  const { label, text, placeholder, error, opened, clearable, disabled } = props;
  const id = useId();
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const messageId = `${id}-message`;
  return (
    <Input.Wrapper
      id={id}
      label={label}
      labelProps={{ id: labelId }}
      description={props.description}
      descriptionProps={{ id: messageId }}
      error={error === true ? undefined : error}
      errorProps={{ id: messageId }}
      required={props.required}
      className={props.className}
    >
      <WithDescribedBy id={props.describedBy}>
        <Input
          ref={ref}
          id={id}
          component="button"
          type="button"
          className={classes.field}
          classNames={{ input: classes.input }}
          data-active={props.active || undefined}
          disabled={disabled}
          error={!!error}
          aria-haspopup="dialog"
          aria-expanded={opened}
          aria-controls={opened ? props.dropdownId : undefined}
          aria-labelledby={`${labelId} ${valueId}`}
          onClick={props.onOpen}
          leftSection={<IconCalendarEvent size={18} aria-hidden />}
          rightSection={
            clearable && text && !disabled ? (
              <Input.ClearButton aria-label={props.clearLabel} onClick={props.onClear} />
            ) : null
          }
          rightSectionPointerEvents="all"
        >
          {text ? (
            <span id={valueId} className={classes.value}>
              {text}
            </span>
          ) : (
            <Input.Placeholder id={valueId} className={classes.placeholder}>
              {placeholder}
            </Input.Placeholder>
          )}
        </Input>
      </WithDescribedBy>
    </Input.Wrapper>
  );
}

/**
 * Mantine's Input takes aria-describedby only from its wrapper's context, so a message outside the
 * wrapper (the range picker's one error under both fields) is added to that context.
 */
function WithDescribedBy({ id, children }: { id: string | undefined; children: ReactNode }) {
  const parent = use(InputWrapperContext);
  if (!id) return children;
  const describedBy = [parent?.describedBy, id].filter(Boolean).join(' ');
  return <InputWrapperContext value={{ ...parent, describedBy }}>{children}</InputWrapperContext>;
}
