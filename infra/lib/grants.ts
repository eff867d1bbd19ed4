/**
 * Table grants naming the table and each of its indexes (functions/lib/table.ts), where the CDK's
 * `grantReadData` would grant `index/*`, with only the calls the functions make (functions/lib/db.ts:
 * Get, BatchGet, Query, Put, Update, Delete and TransactWrite, whose parts need the same actions).
 */
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { tableDefinition } from '@fleet/functions/lib/table';

export const tableReadActions = [
  'dynamodb:BatchGetItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:GetItem',
  'dynamodb:Query',
] as const;
export const tableWriteActions = ['dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'] as const;

export function grantTable(
  table: dynamodb.ITable,
  grantee: iam.IGrantable,
  access: 'read' | 'readWrite',
): iam.Grant {
  return iam.Grant.addToPrincipal({
    grantee,
    actions: [...tableReadActions, ...(access === 'readWrite' ? tableWriteActions : [])],
    resourceArns: [
      table.tableArn,
      ...tableDefinition.indexes.map((index) => `${table.tableArn}/index/${index.indexName}`),
    ],
  });
}
