// The editor's control of a date that may not come before a sibling date (date-not-before.ts): the
// editor's own date picker, plus the Decap-compatible isValid() that Sveltia CMS calls after every
// change of the entry and reads again before a save. A false verdict refuses the save, marks the
// field (aria-invalid) and shows the message under it, as for the editor's own checks. Left empty,
// the field takes the sibling's day as soon as that one is typed.
import CMS, { type CustomFieldControlProps } from '@sveltia/cms';
import { Component, createElement, createRef } from 'react';
import { dayBeforeMessage, dayToPrefill, siblingPath } from './date-not-before';

/** How long a check waits for the editor to hand the control the entry it was asked about. */
const renderWait = 500;

export class DateNotBeforeControl extends Component<CustomFieldControlProps> {
  private readonly wrapper = createRef<HTMLDivElement>();
  private waiting: (() => void)[] = [];

  override componentDidUpdate(previous: Readonly<CustomFieldControlProps>) {
    for (const resolve of this.waiting.splice(0)) resolve();
    const prefill = dayToPrefill(this.props.value, this.earliest(this.props), this.earliest(previous));
    if (prefill) this.props.onChange(prefill);
  }

  /** The sibling day in the entry these props carry; undefined when the field is not placed yet. */
  private earliest({ field, entry }: Readonly<CustomFieldControlProps>): unknown {
    // The field's place in the entry ("closures.value.3.through") is only written on its group.
    const keyPath = this.wrapper.current?.closest<HTMLElement>('[data-key-path]')?.dataset.keyPath;
    const sibling: unknown = field.get('not_before');
    if (!keyPath || !entry || typeof sibling !== 'string') return undefined;
    return entry.getIn(['data', ...siblingPath(keyPath, sibling)]);
  }

  /**
   * The editor asks React to draw the new entry and calls this at once, before React has drawn it:
   * the check waits for that drawing (or, if none was pending, a moment), then reads the sibling
   * from the entry as it is now.
   */
  async isValid(): Promise<true | { error: { message: string } }> {
    await new Promise<void>((resolve) => {
      this.waiting.push(resolve);
      setTimeout(resolve, renderWait);
    });
    const message: unknown = this.props.field.get('not_before_message');
    const refusal = typeof message === 'string' ? dayBeforeMessage(this.props.value, this.earliest(this.props), message) : null;
    return refusal ? { error: { message: refusal } } : true;
  }

  override render() {
    const picker = CMS.getFieldType('datetime')?.control;
    return createElement('div', { ref: this.wrapper }, picker ? createElement(picker, this.props) : null);
  }
}
