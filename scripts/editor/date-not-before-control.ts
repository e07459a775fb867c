// The editor's control of a date that may not come before a sibling date (date-not-before.ts): the
// editor's own date picker, checked against the sibling (sibling-checked-control.ts). Left empty, the
// field takes the sibling's day as soon as that one is typed.
import type { CustomFieldControlProps } from '@sveltia/cms';
import { dayBeforeMessage, dayToPrefill } from './date-not-before';
import { SiblingCheckedControl } from './sibling-checked-control';

export class DateNotBeforeControl extends SiblingCheckedControl {
  protected readonly drawnAs = 'datetime';
  protected readonly siblingOption = 'not_before';

  override componentDidUpdate(previous: Readonly<CustomFieldControlProps>) {
    super.componentDidUpdate(previous);
    const prefill = dayToPrefill(this.props.value, this.sibling(this.props), this.sibling(previous));
    if (prefill) this.props.onChange(prefill);
  }

  protected refusal(value: unknown, earliest: unknown): string | null {
    const message: unknown = this.props.field.get('not_before_message');
    return typeof message === 'string' ? dayBeforeMessage(value, earliest, message) : null;
  }
}
