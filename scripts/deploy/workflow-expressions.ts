// GitHub Actions' expression language (`${{ … }}`, `if:`), enough of it to run this repository's
// workflows here as GitHub runs them (scripts/deploy/workflow-runner.ts): literals, contexts with
// `.name` and `['name']`, `!`, comparisons, `==`/`!=` with GitHub's loose typing (strings compared
// case-insensitively), `&&`/`||` returning an operand, and the functions the documentation lists.
// Anything else throws, so a workflow using it fails the test rather than running on a guess.

export type Value = null | boolean | number | string | Value[] | { [key: string]: Value };
export type Contexts = Record<string, Value>;
export type StatusFunctions = { success: () => boolean; failure: () => boolean };

type Token = { kind: 'num' | 'str' | 'id' | 'op' | 'end'; text: string; value?: Value };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < source.length) {
    const rest = source.slice(index);
    const space = /^\s+/.exec(rest);
    if (space) {
      index += space[0].length;
      continue;
    }
    const string = /^'((?:[^']|'')*)'/.exec(rest);
    if (string) {
      tokens.push({ kind: 'str', text: string[0], value: (string[1] ?? '').replace(/''/g, "'") });
      index += string[0].length;
      continue;
    }
    const number = /^(0x[0-9a-f]+|[0-9]+(\.[0-9]+)?(e[+-]?[0-9]+)?)/i.exec(rest);
    if (number) {
      tokens.push({ kind: 'num', text: number[0], value: Number(number[0]) });
      index += number[0].length;
      continue;
    }
    const identifier = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(rest);
    if (identifier) {
      tokens.push({ kind: 'id', text: identifier[0] });
      index += identifier[0].length;
      continue;
    }
    const operator = /^(==|!=|<=|>=|&&|\|\||[!<>()[\].,*])/.exec(rest);
    if (!operator) throw new Error(`Expression illisible : « ${source} » (à « ${rest} »)`);
    tokens.push({ kind: 'op', text: operator[0] });
    index += operator[0].length;
  }
  tokens.push({ kind: 'end', text: '' });
  return tokens;
}

type Node =
  | { type: 'literal'; value: Value }
  | { type: 'context'; name: string }
  | { type: 'member'; object: Node; property: Node }
  | { type: 'call'; name: string; args: Node[] }
  | { type: 'not'; operand: Node }
  | { type: 'binary'; operator: string; left: Node; right: Node };

function parse(source: string): Node {
  const tokens = tokenize(source);
  let position = 0;
  const peek = () => tokens[position] as Token;
  const next = () => tokens[position++] as Token;
  const expect = (text: string) => {
    const token = next();
    if (token.text !== text) throw new Error(`« ${text} » attendu dans « ${source} », trouvé « ${token.text} »`);
  };
  const binary = (operators: string[], operand: () => Node) => (): Node => {
    let left = operand();
    while (operators.includes(peek().text) && peek().kind === 'op') {
      const operator = next().text;
      left = { type: 'binary', operator, left, right: operand() };
    }
    return left;
  };
  const primary = (): Node => {
    const token = next();
    if (token.kind === 'num' || token.kind === 'str') return { type: 'literal', value: token.value ?? null };
    if (token.text === '(') {
      const inner = or();
      expect(')');
      return inner;
    }
    if (token.kind === 'id') {
      if (token.text === 'true' || token.text === 'false') return { type: 'literal', value: token.text === 'true' };
      if (token.text === 'null') return { type: 'literal', value: null };
      if (peek().text === '(') {
        next();
        const args: Node[] = [];
        while (peek().text !== ')') {
          args.push(or());
          if (peek().text === ',') next();
        }
        expect(')');
        return { type: 'call', name: token.text.toLowerCase(), args };
      }
      return { type: 'context', name: token.text.toLowerCase() };
    }
    throw new Error(`Expression illisible : « ${source} » (à « ${token.text} »)`);
  };
  const member = (): Node => {
    let node = primary();
    for (;;) {
      if (peek().text === '.') {
        next();
        const name = next();
        if (name.kind !== 'id') throw new Error(`Nom de propriété attendu dans « ${source} »`);
        node = { type: 'member', object: node, property: { type: 'literal', value: name.text } };
      } else if (peek().text === '[') {
        next();
        const property = or();
        expect(']');
        node = { type: 'member', object: node, property };
      } else return node;
    }
  };
  const unary = (): Node => {
    if (peek().text === '!') {
      next();
      return { type: 'not', operand: unary() };
    }
    return member();
  };
  const comparison = binary(['<', '<=', '>', '>='], unary);
  const equality = binary(['==', '!='], comparison);
  const and = binary(['&&'], equality);
  const or: () => Node = binary(['||'], and);
  const tree = or();
  if (peek().kind !== 'end') throw new Error(`Fin d’expression attendue dans « ${source} », trouvé « ${peek().text} »`);
  return tree;
}

export function truthy(value: Value): boolean {
  return !(value === null || value === false || value === 0 || value === '' || Number.isNaN(value));
}

function toNumber(value: Value): number {
  if (value === null) return 0;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.trim() === '' ? 0 : Number(value);
  return Number.NaN;
}

/** GitHub's `==`: same type compared directly (strings ignoring case), else both as numbers. */
function looselyEqual(left: Value, right: Value): boolean {
  if (typeof left === 'string' && typeof right === 'string') return left.toLowerCase() === right.toLowerCase();
  if (typeof left === 'object' || typeof right === 'object') return left === right;
  if (typeof left === typeof right) return left === right;
  return toNumber(left) === toNumber(right);
}

/** Property names are case-insensitive in every context (secrets.foo is secrets.FOO). */
function property(object: Value, name: Value): Value {
  if (object === null || typeof object !== 'object') return null;
  if (Array.isArray(object)) return typeof name === 'number' ? (object[name] ?? null) : null;
  const key = String(name);
  if (key in object) return object[key] ?? null;
  const found = Object.keys(object).find((candidate) => candidate.toLowerCase() === key.toLowerCase());
  return found === undefined ? null : (object[found] ?? null);
}

export function toText(value: Value): string {
  if (value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value, null, 2);
  return String(value);
}

function call(name: string, args: Value[], status: StatusFunctions): Value {
  const [first = null, second = null] = args;
  switch (name) {
    case 'tojson':
      return JSON.stringify(first, null, 2);
    case 'fromjson':
      return JSON.parse(toText(first)) as Value;
    case 'contains':
      return Array.isArray(first)
        ? first.some((item) => looselyEqual(item, second))
        : toText(first).toLowerCase().includes(toText(second).toLowerCase());
    case 'startswith':
      return toText(first).toLowerCase().startsWith(toText(second).toLowerCase());
    case 'endswith':
      return toText(first).toLowerCase().endsWith(toText(second).toLowerCase());
    case 'format':
      return toText(first).replace(/\{(\d+)\}/g, (_, index: string) => toText(args[Number(index) + 1] ?? null));
    case 'join':
      return Array.isArray(first) ? first.map(toText).join(second === null ? ',' : toText(second)) : toText(first);
    case 'success':
      return status.success();
    case 'failure':
      return status.failure();
    case 'always':
      return true;
    case 'cancelled':
      return false;
    default:
      throw new Error(`Fonction d’expression non prise en charge ici : ${name}()`);
  }
}

function evaluateNode(node: Node, contexts: Contexts, status: StatusFunctions): Value {
  switch (node.type) {
    case 'literal':
      return node.value;
    case 'context': {
      if (!(node.name in contexts)) throw new Error(`Contexte inconnu ici : ${node.name}`);
      return contexts[node.name] ?? null;
    }
    case 'member':
      return property(evaluateNode(node.object, contexts, status), evaluateNode(node.property, contexts, status));
    case 'call':
      return call(
        node.name,
        node.args.map((arg) => evaluateNode(arg, contexts, status)),
        status,
      );
    case 'not':
      return !truthy(evaluateNode(node.operand, contexts, status));
    case 'binary': {
      const left = evaluateNode(node.left, contexts, status);
      if (node.operator === '&&') return truthy(left) ? evaluateNode(node.right, contexts, status) : left;
      if (node.operator === '||') return truthy(left) ? left : evaluateNode(node.right, contexts, status);
      const right = evaluateNode(node.right, contexts, status);
      if (node.operator === '==') return looselyEqual(left, right);
      if (node.operator === '!=') return !looselyEqual(left, right);
      const [a, b] =
        typeof left === 'string' && typeof right === 'string'
          ? [left.toLowerCase(), right.toLowerCase()]
          : [toNumber(left), toNumber(right)];
      if (node.operator === '<') return a < b;
      if (node.operator === '<=') return a <= b;
      if (node.operator === '>') return a > b;
      return a >= b;
    }
  }
}

const always: StatusFunctions = { success: () => true, failure: () => false };

export function evaluate(expression: string, contexts: Contexts, status: StatusFunctions = always): Value {
  return evaluateNode(parse(expression), contexts, status);
}

/**
 * A YAML value with `${{ }}` in it: one expression alone keeps its type (a boolean input stays a
 * boolean), anything else is text with each expression's value written in.
 */
export function interpolate(template: unknown, contexts: Contexts, status: StatusFunctions = always): Value {
  if (typeof template !== 'string') return (template ?? null) as Value;
  const alone = /^\s*\$\{\{(.*?)\}\}\s*$/s.exec(template);
  if (alone && !alone[1]?.includes('}}')) return evaluate(alone[1] ?? '', contexts, status);
  return template.replace(/\$\{\{(.*?)\}\}/gs, (_, expression: string) => toText(evaluate(expression, contexts, status)));
}

/** An `if:` condition: written with or without `${{ }}`, and `success() && (…)` unless it names a status function. */
export function condition(text: unknown, contexts: Contexts, status: StatusFunctions): boolean {
  if (text === undefined || text === null) return status.success();
  if (typeof text === 'boolean') return text && status.success();
  const source = String(text).trim();
  const bare = /^\$\{\{(.*)\}\}$/s.exec(source)?.[1] ?? source;
  const withStatus = /\b(success|failure|always|cancelled)\s*\(/.test(bare) ? bare : `success() && (${bare})`;
  return truthy(evaluate(withStatus, contexts, status));
}
