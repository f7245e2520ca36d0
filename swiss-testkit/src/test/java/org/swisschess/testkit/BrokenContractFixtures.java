package org.swisschess.testkit;

import net.jqwik.api.PropertyDefaults;

/**
 * The contract extended for broken systems, as an engine module would; run from {@link
 * ContractCatchesBrokenSystemsTests} through the JUnit Platform launcher, never by Surefire
 * directly (the name matches none of its patterns).
 */
final class BrokenContractFixtures {

  private BrokenContractFixtures() {}

  @PropertyDefaults(tries = 60)
  static class IgnoresAbsentees extends PairingSystemContract {
    IgnoresAbsentees() {
      super("test-broken-ignores-absentees");
    }
  }

  @PropertyDefaults(tries = 60)
  static class GivesASecondPab extends PairingSystemContract {
    GivesASecondPab() {
      super("test-broken-second-pab");
    }
  }

  @PropertyDefaults(tries = 60)
  static class PairsAPlayerTwice extends PairingSystemContract {
    PairsAPlayerTwice() {
      super("test-broken-pairs-twice");
    }
  }

  @PropertyDefaults(tries = 60)
  static class IgnoresTheAccelerationMethod extends PairingSystemContract {
    IgnoresTheAccelerationMethod() {
      super("test-broken-ignores-acceleration");
    }
  }

  @PropertyDefaults(tries = 60)
  static class CountsAdjournedGamesAsNothing extends PairingSystemContract {
    CountsAdjournedGamesAsNothing() {
      super("test-broken-adjourned-as-nothing");
    }
  }

  @PropertyDefaults(tries = 10)
  static class DeclaresItsTypesWrongly extends PairingSystemContract {
    DeclaresItsTypesWrongly() {
      super("test-broken-tournament-types");
    }
  }
}
