// The editor's control of an event's end time (time-after-start.ts): the editor's own text field,
// checked against the start day, the start time and the end day (sibling-checked-control.ts).
import { endNotAfterStartMessage } from './time-after-start';
import { SiblingCheckedControl } from './sibling-checked-control';

export class TimeAfterStartControl extends SiblingCheckedControl {
  protected readonly drawnAs = 'string';
  protected readonly siblingOption = 'start_time';

  protected refusal(value: unknown, startTime: unknown): string | null {
    const message: unknown = this.props.field.get('time_after_start_message');
    if (typeof message !== 'string') return null;
    const end = { day: this.siblingValue(this.props, 'end_day'), time: value };
    return endNotAfterStartMessage(end, { day: this.siblingValue(this.props, 'start_day'), time: startTime }, message);
  }
}
