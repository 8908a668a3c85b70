// The local chain the chain tests and the recharge journey start (`hardhat node`): chain id 31337,
// blocks mined per transaction; nothing is compiled here (the token ships as test-usdt.json).
module.exports = {
  networks: { hardhat: { chainId: 31337, mining: { auto: true } } },
};
