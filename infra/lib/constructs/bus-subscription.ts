/**
 * One bus rule from shared/src/engines/events.ts `busRules`, delivering to its subscriber Lambda with retries
 * and a dead-letter queue. The queue catches both failed deliveries (EventBridge could not invoke the
 * function) and failed invocations (the function threw on every async retry).
 */
import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { EventPattern } from '@fleet/shared';
import { acknowledge } from '../nag.ts';

export interface BusSubscriptionProps {
  bus: events.IEventBus;
  /** Rule name, prefixed: `fleet-dev-notifications`. */
  ruleName: string;
  description: string;
  eventPattern: EventPattern;
  subscriber: lambda.IFunction;
}

/** The shared rule definition in CDK's spelling. */
export function toCdkPattern(pattern: EventPattern): events.EventPattern {
  return {
    ...(pattern.source ? { source: [...pattern.source] } : {}),
    ...(pattern['detail-type'] ? { detailType: [...pattern['detail-type']] } : {}),
  };
}

export class BusSubscription extends Construct {
  readonly rule: events.Rule;
  readonly deadLetterQueue: sqs.Queue;
  /** `<ruleName>-dlq`, known before deployment (the monitoring stack's alarms use it). */
  readonly deadLetterQueueName: string;

  constructor(scope: Construct, id: string, props: BusSubscriptionProps) {
    super(scope, id);

    this.deadLetterQueueName = `${props.ruleName}-dlq`;
    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetterQueue', {
      queueName: this.deadLetterQueueName,
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    acknowledge(
      this.deadLetterQueue,
      'SQS3',
      "This queue is itself the dead-letter queue of the rule's target and of the subscriber's async invocations; nothing consumes it automatically (an alarm fires when it holds a message).",
    );

    this.rule = new events.Rule(this, 'Rule', {
      eventBus: props.bus,
      ruleName: props.ruleName,
      description: props.description,
      eventPattern: toCdkPattern(props.eventPattern),
    });
    this.rule.addTarget(
      new targets.LambdaFunction(props.subscriber, {
        deadLetterQueue: this.deadLetterQueue,
        retryAttempts: 8,
        maxEventAge: Duration.hours(2),
      }),
    );

    props.subscriber.configureAsyncInvoke({
      retryAttempts: 2,
      maxEventAge: Duration.hours(2),
      onFailure: new destinations.SqsDestination(this.deadLetterQueue),
    });
  }
}
