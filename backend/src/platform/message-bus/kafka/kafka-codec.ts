import type { IHeaders, KafkaMessage, Message } from 'kafkajs';
import type { BusMessage } from '../message-bus.port.js';

/** A bus message as a Kafka record: the key as partition key, the payload as JSON, headers as UTF-8 strings. */
export function toKafkaMessage(message: BusMessage): Message {
  return { key: message.key, value: JSON.stringify(message.payload), headers: message.headers };
}

/** A record read back; a value that is no JSON throws (the message is parked as poison). */
export function fromKafkaMessage(record: KafkaMessage): BusMessage {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(record.headers ?? ({} as IHeaders))) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.map(String).join(',') : String(value);
  }
  const text = record.value?.toString('utf8');
  if (text === undefined) throw new TypeError('record without value');
  return {
    key: record.key?.toString('utf8') ?? '',
    payload: JSON.parse(text) as unknown,
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
  };
}
