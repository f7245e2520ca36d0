package org.swisschess.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import org.swisschess.api.Board;
import org.swisschess.api.Colour;
import org.swisschess.api.Decision;
import org.swisschess.api.Explanation;
import org.swisschess.api.Imposition;
import org.swisschess.api.NoValidPairingException;
import org.swisschess.api.Pairing;
import org.swisschess.api.PairingRequest;
import org.swisschess.api.PairingSystem;
import org.swisschess.api.PairingSystems;
import org.swisschess.api.Reason;
import org.swisschess.api.Reasoning;
import org.swisschess.api.RecordedRound;
import org.swisschess.api.TeamEvent;
import org.swisschess.api.TeamPairingRequest;
import org.swisschess.api.UnsupportedAccelerationException;
import org.swisschess.api.UnsupportedRequestException;
import org.swisschess.api.WhyThisPairing;
import org.swisschess.trf.TrfDocument;
import org.swisschess.trf.TrfException;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code swiss explain}: why a player was paired as he was, every reason proven by pairing the
 * round again with the alternative he would expect imposed ({@link WhyThisPairing}).
 */
@Command(
    name = "explain",
    mixinStandardHelpOptions = true,
    description = {
      "Explains one player's pairing (or every player's) in a round of FILE: the opponent, the"
          + " colour, a float or the bye, each against the alternative the player would expect,"
          + " with the rule that decided, its article and the numbers.",
      "Every reason is proven by pairing the round again with the alternative imposed; a reason"
          + " that cannot be proven is not shown."
    })
final class ExplainCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @ParentCommand SwissCommand parent;

  @Parameters(
      index = "0",
      paramLabel = "FILE",
      description = "The tournament, a TRF file; - reads it from standard input.")
  java.nio.file.Path file;

  @ArgGroup(multiplicity = "1")
  Who who;

  /** Either one player or all of them. */
  static final class Who {
    @Option(
        names = {"-p", "--player", "--team"},
        paramLabel = "N",
        description =
            "The pairing number of the player to explain; on a team event, the team's number"
                + " (--team N is the same option).")
    @Nullable Integer player;

    @Option(names = "--all", description = "Explain every player of the round.")
    boolean all;
  }

  @Option(
      names = {"-s", "--system"},
      paramLabel = "ID",
      description =
          "The pairing system (see 'swiss systems'). Default: the one the file's tournament type"
              + " names, else "
              + SystemChoice.DEFAULT_SYSTEM
              + ".")
  @Nullable String system;

  @Option(
      names = {"-r", "--round"},
      paramLabel = "R",
      description =
          "The round: one the file records (its pairing as recorded), or the next one (paired now)."
              + " Default: the next round.")
  @Nullable Integer round;

  @Option(
      names = {"-f", "--format"},
      paramLabel = "FORMAT",
      defaultValue = "text",
      description = "text or json. Default: ${DEFAULT-VALUE}.")
  String format;

  @Mixin DecisionOptions decisions;

  @Mixin AccelerationOption acceleration;

  @Mixin ReadingsOption readings;

  @Override
  public Integer call() throws TrfException {
    String fmt = format.toLowerCase(Locale.ROOT);
    if (!fmt.equals("text") && !fmt.equals("json")) {
      throw new CliException(
          ExitCode.USAGE, "--format: expected text or json, found '" + format + "'");
    }
    PrintWriter err = spec.commandLine().getErr();
    TournamentFile read =
        TournamentFile.read(file, system, acceleration, decisions, parent.stdin, err);
    TrfDocument document = read.document();
    String source = read.source();
    PairingSystem pairingSystem = read.system();
    if (pairingSystem.forcedPairings().isEmpty()) {
      List<String> can = new ArrayList<>();
      for (PairingSystem s : PairingSystems.all()) {
        if (s.forcedPairings().isPresent()) {
          can.add(s.id());
        }
      }
      // the seed editions (dutch-2012, rating-1998, dubov-1997) pair by searches that take no
      // imposed alternative, and no reading of their criteria off a pairing exists
      throw new CliException(
          ExitCode.USAGE,
          source
              + ": "
              + pairingSystem.id()
              + " ("
              + pairingSystem.name()
              + ") cannot explain its pairings: every reason of swiss explain is proven by"
              + " pairing the round again with the alternative imposed, and "
              + pairingSystem.id()
              + " cannot pair a round with an alternative imposed; systems that can: "
              + String.join(", ", can));
    }
    if (pairingSystem.competitors() == PairingSystem.Competitors.TEAMS) {
      return explainTeams(read, err, fmt);
    }
    int r = read.roundNumber(round, "explain");
    TournamentFile.Round toExplain = read.round(r);
    PairingRequest request = toExplain.request();
    Pairing pairing;
    try {
      if (toExplain.recorded().isEmpty()) {
        pairing = pairingSystem.pair(request);
      } else {
        RecordedRound recorded = toExplain.recorded().get();
        List<Board> boards = new ArrayList<>(recorded.boards());
        boards.addAll(recorded.colourless());
        boards.sort(
            (a, b) ->
                Integer.compare(Math.min(a.white(), a.black()), Math.min(b.white(), b.black())));
        pairing = new Pairing(r, boards, recorded.pairingAllocatedBye(), Explanation.EMPTY);
        // the system pairs the round too: it refuses what it cannot pair (an adjourned game, an
        // acceleration it has no rule for) before any forced re-pairing is asked of it
        Pairing own = pairingSystem.pair(request);
        if (!recorded.agreesWith(own)) {
          err.println(
              "swiss: note: round "
                  + r
                  + " as recorded is not the pairing "
                  + pairingSystem.id()
                  + " gives; a reason the comparison cannot prove is not shown");
        }
      }
    } catch (IllegalArgumentException e) {
      throw new CliException(ExitCode.BAD_INPUT, source + ": " + e.getMessage(), e);
    } catch (UnsupportedAccelerationException e) {
      throw VirtualPointsInput.refusal(e, document, acceleration);
    } catch (UnsupportedRequestException e) {
      throw new CliException(ExitCode.BAD_INPUT, source + ": " + e.getMessage(), e);
    } catch (NoValidPairingException e) {
      err.print(e.explanation().toText());
      throw e;
    }
    WhyThisPairing why;
    try {
      why = WhyThisPairing.of(pairingSystem, request, pairing);
    } catch (IllegalArgumentException e) {
      // a recorded round whose boards are not a pairing of the players present in it
      throw new CliException(
          ExitCode.BAD_INPUT, source + ": round " + r + " as recorded: " + e.getMessage(), e);
    }
    List<Reasoning> reasonings;
    Integer asked = who.player; // the group gives --player or --all
    if (who.all || asked == null) {
      reasonings = why.explainAll();
    } else {
      int n = asked;
      if (document.tournament().findPlayer(n).isEmpty()) {
        throw new CliException(
            ExitCode.USAGE, "--player " + n + ": " + source + " has no player " + n);
      }
      if (!request.isPresent(n)) {
        throw new CliException(
            ExitCode.USAGE, "--player " + n + ": player " + n + " is not paired in round " + r);
      }
      reasonings = List.of(why.explain(n));
    }
    PrintWriter out = spec.commandLine().getOut();
    out.print(
        fmt.equals("json")
            ? json(pairingSystem.id(), r, reasonings)
            : text(pairingSystem.id(), r, reasonings));
    out.flush();
    return ExitCode.OK;
  }

  /**
   * A team event: each team's pairing explained by a team system, for the next round (paired now)
   * or one the file records (the system's own pairing when it agrees with the record, so that a
   * forfeited match has the colours Art. 4 gave it; else the record as it stands).
   */
  private int explainTeams(TournamentFile read, PrintWriter err, String fmt) throws TrfException {
    String source = read.source();
    PairingSystem pairingSystem = read.system();
    Map<String, String> typeOptions = read.choice().requestOptions();
    TeamEvent event = read.teamEvent();
    int completed = event.tournament().completedRounds();
    int r = read.roundNumber(event, round, "explain");
    Integer asked = who.player; // the group gives --team (--player) or --all
    if (!who.all && asked != null && event.team(asked).isEmpty()) {
      throw new CliException(
          ExitCode.USAGE, "--team " + asked + ": " + source + " has no team " + asked);
    }
    Map<String, String> options = new java.util.TreeMap<>(typeOptions);
    options.putAll(readings.options());
    TeamPairingRequest request;
    Pairing pairing;
    try {
      if (r == completed + 1) {
        request = TeamPairingRequest.of(event, options);
        pairing = pairingSystem.pairTeams(request);
      } else {
        RecordedRound recorded = RecordedRound.ofTeams(event, r);
        TeamEvent before = event.withTournament(event.tournament().upToRound(r - 1), 0);
        request = new TeamPairingRequest(before, r, recorded.absent(), options);
        Pairing own = pairingSystem.pairTeams(request);
        if (recorded.agreesWith(own)) {
          pairing = own;
        } else {
          err.println(
              "swiss: note: round "
                  + r
                  + " as recorded is not the pairing "
                  + pairingSystem.id()
                  + " gives; a reason the comparison cannot prove is not shown");
          List<Board> boards = new ArrayList<>(recorded.boards());
          boards.addAll(recorded.colourless());
          pairing = new Pairing(r, boards, recorded.pairingAllocatedBye(), Explanation.EMPTY);
        }
      }
    } catch (UnsupportedRequestException | IllegalArgumentException e) {
      throw new CliException(ExitCode.BAD_INPUT, source + ": " + e.getMessage(), e);
    } catch (NoValidPairingException e) {
      err.print(e.explanation().toText());
      throw e;
    }
    WhyThisPairing why;
    try {
      why = WhyThisPairing.ofTeams(pairingSystem, request, pairing);
    } catch (IllegalArgumentException e) {
      // a recorded round whose matches are not a pairing of the teams present in it
      throw new CliException(
          ExitCode.BAD_INPUT, source + ": round " + r + " as recorded: " + e.getMessage(), e);
    }
    List<Reasoning> reasonings;
    if (who.all || asked == null) {
      reasonings = why.explainAll();
    } else {
      int n = asked;
      if (!request.isPresent(n)) {
        throw new CliException(
            ExitCode.USAGE, "--team " + n + ": team " + n + " is not paired in round " + r);
      }
      reasonings = List.of(why.explain(n));
    }
    PrintWriter out = spec.commandLine().getOut();
    out.print(
        fmt.equals("json")
            ? json(pairingSystem.id(), r, reasonings, PairingSystem.Competitors.TEAMS)
            : text(pairingSystem.id(), r, reasonings));
    out.flush();
    return ExitCode.OK;
  }

  /** The explanations as text: a heading, then each player's explanation, a blank line apart. */
  static String text(String systemId, int round, List<Reasoning> reasonings) {
    StringBuilder sb = new StringBuilder();
    sb.append("Round ").append(round).append(", ").append(systemId).append('\n');
    for (Reasoning r : reasonings) {
      sb.append('\n').append(r.toText());
    }
    return sb.toString();
  }

  private static final ObjectMapper MAPPER =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  /** The explanations as one JSON object, built node by node so that the field order is fixed. */
  static String json(String systemId, int round, List<Reasoning> reasonings) {
    return json(systemId, round, reasonings, PairingSystem.Competitors.PLAYERS);
  }

  /**
   * The explanations as JSON; for a team event the root says {@code "competitors": "teams"} and
   * each {@code player} is a team number.
   */
  static String json(
      String systemId,
      int round,
      List<Reasoning> reasonings,
      PairingSystem.Competitors competitors) {
    ObjectNode root = MAPPER.createObjectNode();
    root.put("system", systemId);
    root.put("round", round);
    if (competitors == PairingSystem.Competitors.TEAMS) {
      root.put("competitors", "teams");
    }
    ArrayNode players = root.putArray("players");
    for (Reasoning r : reasonings) {
      ObjectNode p = players.addObject();
      p.put("player", r.player());
      p.put("score", r.pairingScore().toString());
      p.put("scoregroup", r.scoregroup());
      OptionalInt o = r.opponent();
      if (o.isPresent()) {
        p.put("opponent", o.getAsInt());
      } else {
        p.putNull("opponent");
      }
      p.put("colour", colour(r.colour()));
      p.put("float", r.floatDirection().name().toLowerCase(Locale.ROOT));
      p.put("dueColour", colour(r.dueColour()));
      p.put("bye", r.pairingAllocatedBye());
      p.put("text", r.toText());
      ArrayNode reasons = p.putArray("reasons");
      for (Reason reason : r.reasons()) {
        ObjectNode n = reasons.addObject();
        n.put("topic", reason.topic().name().toLowerCase(Locale.ROOT));
        imposition(n.putObject("alternative"), reason.alternative(), competitors);
        n.put("expectation", reason.expectation());
        Decision d = reason.decision();
        ObjectNode dn = n.putObject("decision");
        dn.put("kind", d.kind().name().toLowerCase(Locale.ROOT));
        dn.put("criterion", d.criterion().name());
        dn.put("article", d.criterion().article());
        dn.put("scope", d.scope());
        ArrayNode chosen = dn.putArray("chosen");
        d.chosen().forEach(chosen::add);
        ArrayNode forced = dn.putArray("forced");
        d.forced().forEach(forced::add);
        dn.put("detail", d.detail());
        n.put("text", reason.text());
      }
      ArrayNode unproven = p.putArray("unproven");
      for (Imposition i : r.unproven()) {
        imposition(unproven.addObject(), i, competitors);
      }
    }
    try {
      return MAPPER.writeValueAsString(root) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a JSON tree of numbers and strings failed to serialize", e);
    }
  }

  private static void imposition(
      ObjectNode n, Imposition i, PairingSystem.Competitors competitors) {
    n.put("kind", i.kind().name().toLowerCase(Locale.ROOT));
    n.put("player", i.player());
    if (i.kind() == Imposition.Kind.PAIR) {
      n.put("opponent", i.opponent());
    }
    if (i.kind() == Imposition.Kind.COLOUR) {
      n.put("colour", colour(i.colour()));
    }
    n.put("text", i.toText(competitors));
  }

  private static String colour(Colour c) {
    return c == Colour.WHITE ? "white" : c == Colour.BLACK ? "black" : "none";
  }
}
