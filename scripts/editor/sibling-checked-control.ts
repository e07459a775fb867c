// An editor field checked against a sibling field of the same item (scripts/editor/date-not-before.ts,
// scripts/editor/required-unless.ts): the editor's own control for the value, plus the Decap-compatible
// isValid() that Sveltia CMS calls after every change of the entry and reads again before a save. A
// refusal refuses the save, marks the field (aria-invalid) and shows the message under it, as for the
// editor's own checks.
import CMS, { type CustomFieldControlProps } from '@sveltia/cms';
import { Component, createElement, createRef } from 'react';
import { siblingPath } from './date-not-before';

/** How long a check waits for the editor to hand the control the entry it was asked about. */
const renderWait = 500;

export abstract class SiblingCheckedControl extends Component<CustomFieldControlProps> {
  private readonly wrapper = createRef<HTMLDivElement>();
  private waiting: (() => void)[] = [];

  /** The editor's own field type that draws and edits the value: 'datetime', 'number'. */
  protected abstract readonly drawnAs: string;
  /** The configuration's option naming the sibling field. */
  protected abstract readonly siblingOption: string;
  /** The French message refusing `value` beside the sibling's value, or null. */
  protected abstract refusal(value: unknown, sibling: unknown): string | null;

  override componentDidUpdate(previous: Readonly<CustomFieldControlProps>): void;
  override componentDidUpdate() {
    for (const resolve of this.waiting.splice(0)) resolve();
  }

  /** The value, in the entry these props carry, of the sibling the configuration's `option` names; undefined when the field is not placed yet. */
  protected siblingValue({ field, entry }: Readonly<CustomFieldControlProps>, option: string): unknown {
    // The field's place in the entry ("closures.value.3.through") is only written on its group.
    const keyPath = this.wrapper.current?.closest<HTMLElement>('[data-key-path]')?.dataset.keyPath;
    const sibling: unknown = field.get(option);
    if (!keyPath || !entry || typeof sibling !== 'string') return undefined;
    return entry.getIn(['data', ...siblingPath(keyPath, sibling)]);
  }

  /** The sibling's value (the one `siblingOption` names). */
  protected sibling(props: Readonly<CustomFieldControlProps>): unknown {
    return this.siblingValue(props, this.siblingOption);
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
    const refusal = this.refusal(this.props.value, this.sibling(this.props));
    return refusal ? { error: { message: refusal } } : true;
  }

  override render() {
    const control = CMS.getFieldType(this.drawnAs)?.control;
    return createElement('div', { ref: this.wrapper }, control ? createElement(control, this.props) : null);
  }
}
