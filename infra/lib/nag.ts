/**
 * cdk-nag (AwsSolutions pack) acknowledgments. Each one sits on the exact construct it is about and
 * says why; nothing is acknowledged for a whole stack. The pack itself runs in `cdk synth`
 * (bin/app.ts) and in the tests (nag.test.ts), which fail on any finding left.
 */
import { Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** Acknowledges one AwsSolutions finding (`S1`, `IAM5[Resource::*]`) on a construct, with its reason. */
export function acknowledge(scope: IConstruct, finding: string, reason: string): void {
  Validations.of(scope).acknowledge({ id: `AwsSolutions-${finding}`, reason });
}

/**
 * A CloudFormation value flattened the way cdk-nag names wildcard findings: `Fn::GetAtt` as
 * `<LogicalId.Attribute>`, `Ref` as `<Name>`, `Fn::Join` joined. Resolve only values of `scope`'s own
 * stack: a reference to another stack becomes an import at synthesis and is named after it.
 */
export function nagName(scope: IConstruct, value: string): string {
  return flattenResolved(Stack.of(scope).resolve(value));
}

/** A resolved CloudFormation value flattened as cdk-nag does (see `nagName`). */
export function flattenResolved(resolved: unknown): string {
  const visit = (node: unknown): string => {
    if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/\}/g, '>');
    const cfn = node as Record<string, unknown>;
    if (cfn['Fn::Sub'] !== undefined) return visit(cfn['Fn::Sub']);
    if (cfn['Fn::Join']) {
      const [delimiter, items] = cfn['Fn::Join'] as [string, unknown[]];
      return items.map(visit).join(delimiter);
    }
    if (cfn['Fn::GetAtt']) {
      const [resource, attribute] = cfn['Fn::GetAtt'] as [string, string];
      return `<${resource}.${attribute}>`;
    }
    if (cfn['Ref']) return `<${String(cfn['Ref'])}>`;
    throw new Error(`nagName: cannot flatten ${JSON.stringify(node)}`);
  };
  return visit(resolved);
}

/** Acknowledges a wildcard resource of an IAM policy (`IAM5[Resource::...]`). */
export function acknowledgeWildcardResource(policy: IConstruct, resource: string, reason: string): void {
  acknowledge(policy, `IAM5[Resource::${nagName(policy, resource)}]`, reason);
}
