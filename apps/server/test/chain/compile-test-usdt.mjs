// Compiles TestUsdt.sol with solc from npm (offline) into test-usdt.json (ABI + bytecode), the
// fixture the chain tests deploy. Run again after changing the contract:
//   node apps/server/test/chain/compile-test-usdt.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import solc from 'solc';

const dir = import.meta.dirname;
const input = {
  language: 'Solidity',
  sources: { 'TestUsdt.sol': { content: readFileSync(path.join(dir, 'TestUsdt.sol'), 'utf8') } },
  settings: {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: 'paris',
    outputSelection: { '*': { TestUsdt: ['abi', 'evm.bytecode.object'] } },
  },
};
const output = JSON.parse(solc.compile(JSON.stringify(input)));
const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
const contract = output.contracts['TestUsdt.sol'].TestUsdt;
const fixture = { compiler: solc.version(), abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
writeFileSync(path.join(dir, 'test-usdt.json'), `${JSON.stringify(fixture, null, 2)}\n`);
console.log(`test-usdt.json written (${solc.version()})`);
