// The editor's control of a field required unless a sibling choice holds one value (required-unless.ts):
// the editor's own control for the field's type, checked against the sibling (sibling-checked-control.ts).
import { missingValueMessage } from './required-unless';
import { SiblingCheckedControl } from './sibling-checked-control';

export class RequiredUnlessControl extends SiblingCheckedControl {
  protected readonly siblingOption = 'required_unless';

  protected get drawnAs(): string {
    const drawnAs: unknown = this.props.field.get('drawn_as');
    return typeof drawnAs === 'string' ? drawnAs : 'string';
  }

  protected refusal(value: unknown, sibling: unknown): string | null {
    const exempting: unknown = this.props.field.get('unless_value');
    const message: unknown = this.props.field.get('required_unless_message');
    return typeof exempting === 'string' && typeof message === 'string' ? missingValueMessage(value, sibling, exempting, message) : null;
  }
}
