import { Fragment, type ReactNode } from "react";

/** `fill` for text that carries links: each `{name}` placeholder becomes the node given for it. */
export function fillNodes(template: string, values: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    return key !== undefined && key in values ? <Fragment key={index}>{values[key]}</Fragment> : part;
  });
}
